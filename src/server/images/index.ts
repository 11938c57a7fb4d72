/** Uploaded images kept in the database and served to every server (docs/decisions/039). */
export { createDatabaseImageStore, type ImageStore, type ImageVariant } from './image-store';
export { contentHash, IMAGE_SHAPES, makeShareImage, processImage, type ImageShape } from './process-image';
export {
  describeImages,
  imageUrl,
  releaseImage,
  setHashOf,
  storeImage,
  storeShareImage,
} from './images.service';
export { imageRoutes } from './images.routes';
export { imageUploadLimit, readUploadedImage } from './upload';
export { importUploadFiles } from './import-upload-files';
