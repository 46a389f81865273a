import { Component, type ReactNode } from 'react';

interface Props {
  nodeId: string;
  fallback: ReactNode;
  onError(error: unknown): void;
  children: ReactNode;
}

/** One per node: a widget that throws takes only itself down, never the page. */
export class NodeErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
