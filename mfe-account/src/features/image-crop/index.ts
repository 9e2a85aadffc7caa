export { ImageCropModal } from './ui/image-crop-modal';
