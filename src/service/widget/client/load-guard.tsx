import { Component, type ReactNode } from 'react';

/** Shows `fallback` when a method's chunk cannot be loaded (offline, a new deployment). */
export class LoadGuard extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
