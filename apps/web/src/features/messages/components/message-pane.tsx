import { Paper, type PaperProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { MESSAGE_AREA_HEIGHT } from '../messages-layout';

interface MessagePaneProps {
  component: 'aside' | 'section';
  w?: PaperProps['w'];
  /** How the pane shares the row (the list keeps its width, the chat takes the rest). */
  style: CSSProperties;
  'aria-label': string;
  'data-testid'?: string;
  children: ReactNode;
}

/** One column of the messages screen: a bordered pane of the screen's height, its parts stacked inside. */
export function MessagePane({ style, children, ...pane }: MessagePaneProps) {
  return (
    <Paper
      withBorder
      radius="md"
      h={MESSAGE_AREA_HEIGHT}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', ...style }}
      {...pane}
    >
      {children}
    </Paper>
  );
}
