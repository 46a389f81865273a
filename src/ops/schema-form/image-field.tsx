import { useId, useState } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { refusalText } from '../api/ops-refusal-text';
import { CropDialog } from '../media/crop-dialog';
import { aspectText, canCrop, type FieldAspect } from '../media/field-aspects';
import { fieldImageOf } from '../media/field-image';
import { MediaPicker } from '../media/media-picker';
import { AddressInput } from './address-input';

export const UPLOAD_TEXT = {
  choose: '上传图片',
  uploading: '上传中…',
  url: '图片地址',
  preview: '图片预览',
  aspect: (aspect: FieldAspect) => `${aspect.name}比例 ${aspectText(aspect)}：上传或选择后可裁剪`,
} as const;

export interface ImageFieldProps {
  label: string;
  value: string;
  onChange(url: string): void;
  /** Adds the file to the media library and answers the new item; with it the field also picks from the library. */
  upload?: (file: File) => Promise<OpsMediaAsset>;
  /** The shape the app shows this field at: a picture uploaded or picked is offered for cropping to it. */
  aspect?: FieldAspect;
  error?: string;
}

/**
 * A string field holding an image URL: upload a file, pick one from the media library, or keep/paste its URL.
 * With an aspect, an uploaded or picked picture opens the crop dialog before it goes in the field.
 */
export function ImageField({ label, value, onChange, upload, aspect, error }: ImageFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [cropping, setCropping] = useState<OpsMediaAsset | null>(null);
  const choose = (asset: OpsMediaAsset) => {
    if (aspect && canCrop(asset)) setCropping(asset);
    else onChange(fieldImageOf(asset));
  };
  const keep = (asset: OpsMediaAsset) => {
    setCropping(null);
    onChange(fieldImageOf(asset));
  };
  return (
    <fieldset className="ops-fieldset ops-image">
      <legend>{label}</legend>
      {aspect && upload && <p className="ops-field__help">{UPLOAD_TEXT.aspect(aspect)}</p>}
      {value && <img src={value} alt={`${label}${UPLOAD_TEXT.preview}`} className="ops-image__preview" />}
      <AddressInput id={id} label={UPLOAD_TEXT.url} value={value} error={error} onChange={onChange} />
      {upload && (
        <>
          <label htmlFor={`${id}-file`}>{busy ? UPLOAD_TEXT.uploading : `${UPLOAD_TEXT.choose}：${label}`}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={async (event) => {
              const input = event.target;
              const file = input.files?.[0];
              if (!file) return;
              setBusy(true);
              setUploadError(null);
              try {
                choose(await upload(file));
              } catch (problem) {
                setUploadError(refusalText(problem));
              } finally {
                setBusy(false);
                input.value = '';
              }
            }}
          />
          <MediaPicker label={label} onPick={choose} />
        </>
      )}
      {cropping && aspect && (
        <CropDialog asset={cropping} aspect={aspect} onCropped={keep} onOriginal={() => keep(cropping)} onClose={() => setCropping(null)} />
      )}
      {error && (
        <p id={`${id}-error`} className="ops-field__error">
          {error}
        </p>
      )}
      {uploadError && (
        <p role="alert" className="ops-field__error">
          {uploadError}
        </p>
      )}
    </fieldset>
  );
}
