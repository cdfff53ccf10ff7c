import { Component, type ReactNode } from 'react';

interface PartErrorBoundaryProps {
  children: ReactNode;
  /** What stands in for the part once it has failed. */
  fallback: ReactNode;
}

/**
 * Keeps one part of the frame that fails to render, or to load its code (a deploy replaced its
 * chunk), from taking the page down with it: the part is replaced by `fallback`.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
