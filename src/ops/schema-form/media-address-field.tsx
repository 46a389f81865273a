import { useId } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { MediaPicker } from '../media/media-picker';
import { AddressInput } from './address-input';

export const ADDRESS_TEXT = {
  video: '播放地址',
  document: '文件地址',
  videoHelp: '从媒体库选择已转码的视频（HLS，自动按网速切换清晰度），或填写地址；上传请到「媒体库」',
  documentHelp: '从媒体库选择文档，或填写地址；上传请到「媒体库」',
} as const;

export interface MediaAddressFieldProps {
  label: string;
  kind: 'video' | 'document';
  value: string;
  onChange(url: string): void;
  error?: string;
}

/** What a field keeps for a picked library file: a video's HLS playlist (its original before it has one), a document's file. */
export const addressOf = (asset: OpsMediaAsset) => (asset.kind === 'video' ? (asset.hls_url ?? asset.url) : asset.url);

/**
 * A string field holding a video's or a document's address: pick it from the media library or paste it.
 * Videos and PDFs are uploaded in the library itself (a lecture is a resumable upload that is then
 * transcoded), so this field only picks.
 */
export function MediaAddressField({ label, kind, value, onChange, error }: MediaAddressFieldProps) {
  const id = useId();
  return (
    <fieldset className="ops-fieldset ops-image">
      <legend>{label}</legend>
      <p className="ops-field__help">{kind === 'video' ? ADDRESS_TEXT.videoHelp : ADDRESS_TEXT.documentHelp}</p>
      <AddressInput id={id} label={ADDRESS_TEXT[kind]} value={value} error={error} onChange={onChange} />
      <MediaPicker label={label} kind={kind} onPick={(asset) => onChange(addressOf(asset))} />
      {error && (
        <p id={`${id}-error`} className="ops-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
