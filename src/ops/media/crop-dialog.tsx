import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import type { OpsMediaAsset, OpsMediaFocus } from '../../../contract/generated/schema-types';
import { useModal } from '../../ui/modal';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { CENTRE, centredArea, focusAt, pixelRegion, type PercentArea } from './crop-area';
import { aspectText, type FieldAspect } from './field-aspects';
import { fieldImageOf } from './field-image';
import './crop-dialog.css';

export const CROP_TEXT = {
  title: '裁剪图片',
  aspect: (aspect: FieldAspect) => `${aspect.name}比例 ${aspectText(aspect)}：拖动图片调整位置，用滚轮或下方滑块缩放`,
  area: '裁剪区域（方向键移动图片）',
  zoom: '缩放',
  focus: '焦点',
  focusHelp: '点击预览图中主体所在的位置：图片在其他比例的位置显示时，焦点处始终可见',
  focusFrame: '裁剪后预览：点击设置焦点（方向键微调）',
  focusAt: (focus: OpsMediaFocus) => `焦点：左起 ${Math.round(focus.x * 100)}%，上起 ${Math.round(focus.y * 100)}%`,
  confirm: '确定',
  working: '裁剪中…',
  original: '使用原图',
  cancel: '取消',
} as const;

const MAX_ZOOM = 5;

/** The cropper measures the picture as it is drawn: one not drawn yet (no size) gives no area. */
const isArea = (area: Area) => [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0;
/** How far one arrow key moves the focal point. */
const FOCUS_STEP = 0.05;

export interface CropDialogProps {
  asset: OpsMediaAsset;
  aspect: FieldAspect;
  /** The new library image made from the region (the original is kept). */
  onCropped(asset: OpsMediaAsset): void;
  /** The operator keeps the picture uncropped. */
  onOriginal(): void;
  onClose(): void;
}

/**
 * Crops a library image to a field's aspect: the frame is locked to it, the operator moves and zooms the
 * picture under it and clicks the preview where the subject is (the focal point). 确定 makes a new library
 * image of the region; the original stays as it was, for the fields that already show it.
 */
export function CropDialog({ asset, aspect, onCropped, onOriginal, onClose }: CropDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const width = asset.width ?? 1;
  const height = asset.height ?? 1;
  const ratio = aspect.width / aspect.height;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  // The cropper reports its area once the picture has loaded; until then (or where pictures never load,
  // as in tests) the largest centred region is what 确定 sends, which is also where the cropper starts.
  const [area, setArea] = useState<PercentArea>(() => centredArea(ratio, width, height));
  const [focus, setFocus] = useState<OpsMediaFocus>(CENTRE);
  const [error, setError] = useState<string | null>(null);
  const [cropMedia, { isLoading }] = opsEndpoints.useCropOpsMediaMutation();
  useModal(panel, true, { onClose });
  const picture = fieldImageOf(asset);

  const confirm = async () => {
    setError(null);
    try {
      const region = pixelRegion(area, ratio, width, height);
      onCropped(await cropMedia({ id: asset.id, ...region, focus, aspect: aspectText(aspect) }).unwrap());
    } catch (problem) {
      setError(refusalText(problem));
    }
  };

  const pickFocus = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the button is a click with no pointer position: the arrow keys move the point instead.
    if (event.detail === 0) return;
    setFocus(focusAt(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  };
  const nudgeFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = (value: number, by: number) => Math.round(Math.min(1, Math.max(0, value + by * FOCUS_STEP)) * 100) / 100;
    setFocus((current) => ({ x: step(current.x, move[0]), y: step(current.y, move[1]) }));
  };

  // The preview shows the region alone: the picture scaled so the region fills the frame, shifted to it.
  const previewPicture = {
    width: `${(100 * 100) / area.width}%`,
    left: `${(-100 * area.x) / area.width}%`,
    top: `${(-100 * area.y) / area.height}%`,
  };

  return (
    <div className="ops-dialog-mask">
      <div ref={panel} className="ops-dialog ops-crop" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="ops-dialog__title">
          {CROP_TEXT.title}
        </h2>
        <p className="ops-hint">{CROP_TEXT.aspect(aspect)}</p>
        <div className="ops-crop__stage">
          <Cropper
            image={picture}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={ratio}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(percentages: Area) => {
              if (isArea(percentages)) setArea(percentages);
            }}
            disableAutomaticStylesInjection
            cropperProps={{ 'aria-label': CROP_TEXT.area }}
            mediaProps={{ alt: asset.name }}
          />
        </div>
        <label className="ops-field ops-crop__zoom">
          {CROP_TEXT.zoom}
          <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
        </label>
        <section className="ops-crop__focus" aria-label={CROP_TEXT.focus}>
          <p className="ops-hint">{CROP_TEXT.focusHelp}</p>
          <button
            type="button"
            className="ops-crop__preview"
            style={{ aspectRatio: `${aspect.width} / ${aspect.height}` }}
            aria-label={CROP_TEXT.focusFrame}
            onClick={pickFocus}
            onKeyDown={nudgeFocus}
          >
            <img src={picture} alt="" style={previewPicture} draggable={false} />
            <span className="ops-crop__marker" style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} />
          </button>
          <p role="status">{CROP_TEXT.focusAt(focus)}</p>
        </section>
        {error && (
          <p role="alert" className="ops-field__error">
            {error}
          </p>
        )}
        <div className="ops-dialog__buttons">
          <button type="button" className="ops-primary" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? CROP_TEXT.working : CROP_TEXT.confirm}
          </button>
          <button type="button" disabled={isLoading} onClick={onOriginal}>
            {CROP_TEXT.original}
          </button>
          <button type="button" disabled={isLoading} onClick={onClose}>
            {CROP_TEXT.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
