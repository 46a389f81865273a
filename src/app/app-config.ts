// Build-time configuration (Vite env); every value has a working default.
export const appConfig = {
  /** External conference page for meetings (origin_type 14 / 31), by uuid. */
  meetingUrlTemplate: (import.meta.env.VITE_MEETING_URL_TEMPLATE as string | undefined) ?? '/meeting-list?uuid={uuid}',
};
