/** Entry module of the company-photos feature: the salon's photo gallery (docs/decisions/040). */
export { companyPhotosRoutes } from './company-photos.routes';
export { leadingPhotos, listPublicPhotos } from './company-photos.service';
