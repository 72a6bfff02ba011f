import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

interface ItemModalProps<T extends { id: number }> {
  /** The record the dialog is about; null keeps it closed. */
  item: T | null;
  title: (item: T) => string;
  onClose: () => void;
  size?: ModalProps['size'];
  /** The dialog's content, started afresh for every record. */
  children: (item: T) => ReactNode;
}

/** A dialog about one record (an audit…): open while there is one, its content fresh for each. */
export function ItemModal<T extends { id: number }>({
  item,
  title,
  onClose,
  size,
  children,
}: ItemModalProps<T>) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? title(item) : ''} size={size}>
      {item ? <Fragment key={item.id}>{children(item)}</Fragment> : null}
    </Modal>
  );
}

/** What a dialog about one record tells its opener: closed, or done with the server's confirmation. */
export interface ItemDialogOutcome {
  onClose: () => void;
  /** The server accepted it: the confirmation to show. */
  onDone: (message: string) => void;
}
