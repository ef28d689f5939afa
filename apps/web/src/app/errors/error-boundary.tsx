import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/shared/lib/report-error';
import { ErrorScreen } from './error-screen';

interface State {
  failed: boolean;
}

/** Catches rendering errors outside the router (providers, start-up) and shows the error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError('Uncaught rendering error', { message: error.message, stack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
