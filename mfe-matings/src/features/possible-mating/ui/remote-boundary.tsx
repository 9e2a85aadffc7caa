import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  /** Shown instead of the children once they failed to load or to render. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a federated component that could not be loaded or threw while rendering; remount (new key) to try again. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[mfe_matings] the test-mating view failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
