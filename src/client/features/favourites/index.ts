/** Entry module of the favourites feature (the customer's favourite companies): what other features may import. */
export { FavouriteButton } from './favourite-button';
export { useFavourites } from './use-favourites';
