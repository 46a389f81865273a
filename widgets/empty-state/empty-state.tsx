import type { EmptyStateProps } from '../../contract/generated/widgets/empty-state.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { EmptyState as EmptyStateView } from '../../src/ui/empty-state';

export function EmptyState({ props, emit }: WidgetRenderProps<EmptyStateProps>) {
  return (
    <EmptyStateView title={props.title} hint={props.hint} homeText={props.homeText} onHome={props.showHome === false ? undefined : () => void emit('home')} />
  );
}
