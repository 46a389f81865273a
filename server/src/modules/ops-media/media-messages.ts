/** What the console shows an operator when the library refuses a file: each says what to do instead. */
export const MEDIA_MESSAGES = {
  notMultipart: '请使用 multipart/form-data 上传文件',
  noFile: '请选择要上传的文件',
  malformed: '上传内容格式错误，请重新选择文件',
  empty: '文件是空的（0 字节），请重新选择文件',
  tooLarge: (limitMb: number) => `文件过大：图片最大 ${limitMb}MB`,
  notAnImage: '文件内容不是图片：仅支持 JPEG、PNG、WebP、GIF',
  nameMismatch: (extension: string, actual: string) => `文件内容与扩展名不符：扩展名是 .${extension}，内容却是 ${actual}`,
  badName: '文件名无效：请改用不含路径（/ 或 \\）和控制字符的名称',
  corruptImage: '图片已损坏或不完整，无法读取，请重新导出后上传',
  imageTooLarge: (width: number, height: number) => `图片尺寸过大（${width} × ${height}）：最大 12000 像素宽或高、共 5000 万像素`,
  diskFull: '服务器存储空间不足，上传未保存，请联系管理员',
  tooManyUploads: (seconds: number) => `上传过于频繁，请 ${seconds} 秒后再试`,
  notFound: '媒体文件不存在或已删除',
  badDate: '日期无效，请使用 YYYY-MM-DD',
  inUse: (places: string) => `该文件正在使用中，不能删除：${places}`,
} as const;
