import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { SALARY_TEXT } from './my-salary-rules';

interface Props {
  children: ReactNode;
}

/**
 * Keeps a failure while drawing the salary figures inside the block: 'Error temporal mostrando información'
 * instead of a broken panel. Give it a `key` that changes with the data so new data is tried again.
 */
export class MySalaryErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {SALARY_TEXT.renderError}
        </Alert>
      );
    }
    return this.props.children;
  }
}
