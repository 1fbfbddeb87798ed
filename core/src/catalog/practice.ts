/** The practice phone the no-slot view and error texts give (booking.md §9, {phone}), and its tel: link. */
export const OFFICE_PHONE = '(818) 555-0142';
export const OFFICE_PHONE_TEL = 'tel:+18185550142';

/** The physician seen only through concierge medicine: no online slots, the concierge button instead (booking.md §2). */
export const CONCIERGE_PROVIDER_ID = '1';
