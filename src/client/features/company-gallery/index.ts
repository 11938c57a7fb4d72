/** Entry module of the company-gallery feature: the company page's cover photo, gallery and lightbox. */
export { CompanyGallery } from './company-gallery';
