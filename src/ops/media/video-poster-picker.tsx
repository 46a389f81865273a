import { useId, useState } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { MEDIA_TEXT } from './media-texts';

/** A video's poster and the second it is taken from; the operator picks another second and sets it. */
export function VideoPosterPicker({ asset }: { asset: OpsMediaAsset }) {
  const id = useId();
  const last = Math.max(0, (asset.duration ?? 1) - 1);
  const [second, setSecond] = useState(asset.poster_second ?? 0);
  const [setPoster, { isLoading }] = opsEndpoints.useSetOpsMediaPosterMutation();
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);

  const onSet = async () => {
    try {
      await setPoster({ id: asset.id, second }).unwrap();
      setMessage({ text: MEDIA_TEXT.posterSet, refused: false });
    } catch (problem) {
      setMessage({ text: refusalText(problem), refused: true });
    }
  };

  return (
    <section aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{MEDIA_TEXT.poster}</h4>
      {asset.poster_url && <img className="ops-media-details__preview" src={asset.poster_url} alt={`${asset.name} ${MEDIA_TEXT.poster}`} />}
      <div className="ops-media-details__poster">
        <label className="ops-field">
          {MEDIA_TEXT.posterSecond}
          <input type="number" min={0} max={last} step={1} value={second} onChange={(event) => setSecond(Math.trunc(Number(event.target.value) || 0))} />
        </label>
        <button type="button" disabled={isLoading} onClick={() => void onSet()}>
          {MEDIA_TEXT.setPoster}
        </button>
      </div>
      {message && <p role={message.refused ? 'alert' : 'status'}>{message.text}</p>}
    </section>
  );
}
