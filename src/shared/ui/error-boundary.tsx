import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
  /** When any of these change, a caught error is cleared (e.g. the location or the profile). */
  resetKeys?: unknown[];
}

interface State {
  error: unknown;
  keys: unknown[];
}

/** Catches render errors below it and shows a designed fallback instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? [];
    const changed = keys.length !== state.keys.length || keys.some((k, i) => !Object.is(k, state.keys[i]));
    return changed ? { error: null, keys } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
