import { createContext } from 'react';
import type { Slot } from '~/client/features/booking';
import type { PublicService } from '~/shared/schemas/company';

/**
 * The company's widget (/embed/:slug) around the booking flow: a guest signs in through `onSignIn` (a
 * pop-up on Tidvis's own origin) instead of inside the frame, bookings have source 'iframe', and what needs a
 * marketplace account on the spot (the favourite heart) is left out. Null outside the widget. A module of its own,
 * so the booking page's lazy parts can read it without loading each other; below the features, so that booking and
 * reviews read it without importing the widget that sets it.
 */
export interface EmbedOptions {
  onSignIn: (draft: { service: PublicService; slot: Slot; staffId: string | null; notes: string }) => void;
}
export const EmbedContext = createContext<EmbedOptions | null>(null);
