import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Secrets } from '../../domain/debugReport.ts';
import { ErrorScreen } from '../shell/ErrorScreen.tsx';

interface State {
  error?: unknown;
  componentStack?: string;
}

/**
 * The last line of defence: a render error outside the routes (whose own error component handles
 * theirs) shows the error screen instead of a blank page.
 */
export class RootErrorBoundary extends Component<{ secrets: Secrets; children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorScreen
        error={this.state.error}
        componentStack={this.state.componentStack}
        secrets={this.props.secrets}
      />
    );
  }
}
