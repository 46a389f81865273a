// Build-time configuration (Vite env); every value has a working default.
export const appConfig = {
  /** The app build (vite.config.ts sets it at build time), named in failure reports. */
  build: (import.meta.env.VITE_APP_BUILD as string | undefined) ?? 'dev',
  /** External conference site for meetings (origin_type 14 / 31) without a link of their own, by uuid; none by default. */
  meetingUrlTemplate: (import.meta.env.VITE_MEETING_URL_TEMPLATE as string | undefined) ?? '',
};
