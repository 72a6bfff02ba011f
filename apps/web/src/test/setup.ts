import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom has no document.fonts; Mantine's autosize textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
  // Mantine keeps notifications in a module-level store: one test's toasts must not fill the next one's queue.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
});
