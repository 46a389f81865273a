import type { OpsMediaAsset, OpsMediaUse } from '../../../contract/generated/schema-types';
import { MEDIA_USE_KIND_NAMES } from '../../../contract/media/media-uses';

export const MEDIA_TEXT = {
  heading: '媒体库',
  upload: '上传文件',
  drop: '把图片、视频或 PDF 拖到这里，或点击「上传文件」选择（可多选）',
  limits: (maxMb: number, maxSide: number) => `图片：JPEG、PNG、WebP、GIF，单个最大 ${maxMb}MB、宽高不超过 ${maxSide} 像素；原图保留，自动生成各尺寸`,
  documentLimits: (maxMb: number) => `文档：PDF，单个最大 ${maxMb}MB；自动读取页数并生成首页缩略图`,
  videoLimits: (maxMb: number, maxMinutes: number) =>
    `视频：MP4、MOV、M4V、WebM，单个最大 ${maxMb}MB、${maxMinutes} 分钟；网络中断后重新选择同一文件即可续传，自动转码为 360p / 720p`,
  states: { queued: '排队中', processing: (percent: number) => `转码中 ${percent}%`, ready: '可用', failed: (reason: string) => `失败：${reason}` },
  state: '状态',
  poster: '封面帧',
  posterSecond: '封面取自第几秒',
  setPoster: '设为封面',
  posterSet: '封面已更新',
  renditions: '清晰度',
  hlsAddress: '播放地址（HLS）',
  uploads: '上传队列',
  uploading: (percent: number) => `上传中 ${percent}%`,
  processing: '处理中…',
  done: '已完成',
  failed: (reason: string) => `失败：${reason}`,
  progress: (name: string) => `${name} 上传进度`,
  clearDone: '清除已完成',
  search: '搜索文件名',
  kind: '类型',
  kinds: { all: '全部类型', image: '图片', video: '视频', document: '文档' },
  uploader: '上传者',
  allUploaders: '全部上传者',
  from: '上传日期从',
  to: '到',
  total: (n: number) => `共 ${n} 个文件`,
  empty: '没有符合条件的文件',
  emptyLibrary: '媒体库还是空的：上传第一张图片吧',
  loading: '加载中…',
  previous: '上一页',
  next: '下一页',
  page: (n: number) => `第 ${n} 页`,
  details: '文件详情',
  close: '关闭',
  name: '名称',
  type: '类型',
  size: '大小',
  dimensions: '尺寸',
  duration: '时长',
  pages: '页数',
  pageCount: (n: number) => `${n} 页`,
  uploadedBy: '上传者',
  uploadedAt: '上传时间',
  sizes: '生成的尺寸',
  address: '原图地址',
  uses: '使用位置',
  unused: '未被已发布的内容使用',
  delete: '删除',
  deleteTitle: '删除媒体文件',
  deleteMessage: (name: string) => `确定删除「${name}」吗？删除后不能恢复。`,
  deleted: (name: string) => `已删除「${name}」`,
  cancel: '取消',
  replace: '替换文件',
  replaceLabel: (name: string) => `为「${name}」选择新文件`,
  replaceTitle: '替换文件',
  replaceMessage: (name: string, places: number) => `替换「${name}」后，${places} 处使用位置会立即改为显示新文件。确定替换吗？`,
  replaceProgress: '替换进度',
  replaced: (places: number) => (places > 0 ? `已替换，更新了 ${places} 处使用位置` : '已替换'),
  replaceVideo: '视频不能直接替换：请重新上传视频，再在使用位置中更换',
  replaceHint: { image: '新图片会沿用此文件的名称，并替换所有使用位置', document: '新 PDF 会沿用此文件的名称，并替换所有使用位置' },
  network: '网络异常，上传未完成，请重试',
} as const;

/** 首页轮播图「冬季义诊」, 页面布局 首页 … */
export function mediaUseText(use: OpsMediaUse, pageName: (layoutId: string) => string): string {
  if (use.kind === 'layout') return `${MEDIA_USE_KIND_NAMES.layout}「${pageName(use.id)}」`;
  return use.title ? `${MEDIA_USE_KIND_NAMES[use.kind]}「${use.title}」` : MEDIA_USE_KIND_NAMES[use.kind];
}

/** 2.4 MB, 380 KB: sizes as operators read them. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function dimensionText(asset: Pick<OpsMediaAsset, 'width' | 'height'>): string {
  return asset.width && asset.height ? `${asset.width} × ${asset.height}` : '';
}

/** The smallest WebP of an image (the grid shows 160-pixel thumbnails); a video's poster or a PDF's first page; null before there is one. */
export function thumbnailOf(asset: OpsMediaAsset): string | null {
  if (asset.kind !== 'image') return asset.poster_url;
  const webp = asset.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? asset.url;
}

/** 47:03, 1:02:05: a video's length as players show it. */
export function durationText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** 排队中 / 转码中 37% / 可用 / 失败：…: where a video's processing stands (images and documents are always 可用). */
export function processingText(asset: Pick<OpsMediaAsset, 'status' | 'progress' | 'failure'>): string {
  if (asset.status === 'queued') return MEDIA_TEXT.states.queued;
  if (asset.status === 'processing') return MEDIA_TEXT.states.processing(asset.progress ?? 0);
  if (asset.status === 'failed') return MEDIA_TEXT.states.failed(asset.failure ?? '');
  return MEDIA_TEXT.states.ready;
}

/** Whether something in the list is still being processed (the library then refreshes itself). */
export const isProcessing = (asset: Pick<OpsMediaAsset, 'status'>) => asset.status === 'queued' || asset.status === 'processing';

/** 360p、720p */
export const renditionsText = (renditions: OpsMediaAsset['renditions']) => renditions.map((r) => `${Math.min(r.width, r.height)}p`).join('、');

/** What the grid says under a file: size in pixels, length or pages, and bytes. */
export function factsText(asset: OpsMediaAsset): string {
  const shape =
    asset.kind === 'video' && asset.duration
      ? durationText(asset.duration)
      : asset.kind === 'document' && asset.pages
        ? `${asset.pages} 页`
        : dimensionText(asset);
  return [shape, sizeText(asset.size)].filter(Boolean).join(' · ');
}
