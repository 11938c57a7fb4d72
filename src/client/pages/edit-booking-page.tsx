import { useParams } from 'react-router';
import { EditBookingView } from '~/client/features/edit-booking/edit-booking-view';
import { t } from '~/client/features/edit-booking/strings';

/** `/edit-booking/:id`, 'Ändra bokning' (customer-side §2): behind the user guard in the customer layout. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
      <EditBookingView key={id} id={id} />
    </div>
  );
}
