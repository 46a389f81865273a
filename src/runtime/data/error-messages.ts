// What a person sees when a request fails. One place for every text.
export const ERROR_TEXT = {
  unauthorized: '登录超时，请重新登录！',
  /** Kept on a visitor's refused request (the dialog says it; this is never shown as a toast). */
  loginNeeded: '您还未登录，请先登录',
  httpFailure: '未知错误！',
  nameTaken: '项目名称已存在！',
  network: '网络异常，请检查您的网络并刷新重试！',
  noRequest: '未知错误，请刷新重试！',
} as const;

/** Every request gives up after this long. */
export const HTTP_TIMEOUT_MS = 6000;
