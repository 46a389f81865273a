// Build-time configuration (Vite env); every value has a working default.
export const appConfig = {
  /** External conference page for meetings (origin_type 14 / 31), by uuid. */
  /** The app build (vite.config.ts sets it at build time), named in failure reports. */
  build: (import.meta.env.VITE_APP_BUILD as string | undefined) ?? 'dev',
  meetingUrlTemplate: (import.meta.env.VITE_MEETING_URL_TEMPLATE as string | undefined) ?? '/meeting-list?uuid={uuid}',
};
