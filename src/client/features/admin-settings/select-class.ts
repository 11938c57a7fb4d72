/** The look of a native `<select>` in the settings cards (the same height and border as the inputs). */
export const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900';
