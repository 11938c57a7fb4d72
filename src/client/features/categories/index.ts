/** Entry module of the categories feature (the category picker): what other features may import. */
export { CategoryPicker } from './category-picker';
