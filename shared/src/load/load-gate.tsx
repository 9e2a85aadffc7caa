import { Stack } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { isValidElement, type ReactNode } from 'react';
import type { LoadStatus } from './load-model';
import { LoadFailure } from './load-failure';

export interface LoadGateProps {
  status: LoadStatus;
  /** True when there is something to show (possibly an older answer while a new one loads). */
  hasData: boolean;
  onRetry(): void;
  /** What stands in while the first answer loads. */
  skeleton: ReactNode;
  /** What a "not found" answer shows: a text (drawn in a grey alert) or a whole element. */
  notFound?: ReactNode;
  /** What the answer shows (a view that returns early while there is no answer may leave it out). */
  children?: ReactNode;
  /** Prefix of the states' test ids: `<testId>-loading`, `-not-found`, `-error`. */
  testId?: string;
}

/**
 * The states of a load model around what it loaded: a skeleton until the first answer, "not found", and the failure
 * with a retry (above the last answer when there is one, which stays on screen while a new one loads).
 */
export function LoadGate({ status, hasData, onRetry, skeleton, notFound, children, testId = 'load' }: LoadGateProps) {
  if (status === 'not-found' && notFound !== undefined) {
    return isValidElement(notFound) ? (
      notFound
    ) : (
      <Alert color="gray" variant="light" data-testid={`${testId}-not-found`}>
        {notFound}
      </Alert>
    );
  }
  const failure = (status === 'failed' || status === 'not-found') && <LoadFailure onRetry={onRetry} testId={`${testId}-error`} />;
  if (!hasData) {
    return (
      failure || (
        <Stack aria-busy="true" data-testid={`${testId}-loading`}>
          {skeleton}
        </Stack>
      )
    );
  }
  return (
    <>
      {failure}
      {children}
    </>
  );
}
