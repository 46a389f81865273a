import { opsEndpoints } from '../api/ops-endpoints';
import { opsHash } from '../ops-route';
import { usePageNames } from '../use-page-name';
import { pageName } from '../page-names';
import { FAILURE_TEXT } from './failure-text';
import './failures.css';

/** The banner is checked again this often while the console is open. */
const POLL_MS = 60_000;

/**
 * At the top of every console view: a layout whose latest publish was followed by far more failures on
 * doctors' phones than before it, with a link to its failure reports, so whoever published sees it at once.
 */
export default function FailureSpikeBanner() {
  // Without an answer there is simply no banner.
  const spikes = opsEndpoints.useListOpsFailureSpikesQuery(undefined, { pollingInterval: POLL_MS }).data;
  const names = usePageNames();
  if (!spikes || spikes.list.length === 0) return null;
  return (
    <section className="ops-failure-spike" role="alert" aria-label={FAILURE_TEXT.spikeLabel}>
      {spikes.list.map((spike) => {
        const name = names.get(spike.layout_id) ?? pageName(spike.layout_id);
        return (
          <p key={spike.layout_id}>
            {FAILURE_TEXT.spike(name, spike.revision, spike.after, spike.before, spikes.window_minutes, spike.reporters)}{' '}
            <a href={opsHash({ name: 'failures', layoutId: spike.layout_id })}>{FAILURE_TEXT.spikeLink}</a>
          </p>
        );
      })}
    </section>
  );
}
