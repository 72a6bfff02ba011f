import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows the date and time in Buenos Aires time inside a <time> element', () => {
    const { container } = render(<DateTime value="2026-03-05T02:30:00.000Z" />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-03-05T02:30:00.000Z');
    expect(time?.textContent).toMatch(/^04\/03\/2026,? 23:30$/);
  });

  it('shows only the day when asked', () => {
    render(<DateTime value="2026-03-05T12:00:00.000Z" dateOnly />);
    expect(screen.getByText('05/03/2026')).toBeInTheDocument();
  });

  it('shows the fallback for a missing or invalid value', () => {
    render(
      <>
        <DateTime value={null} />
        <DateTime value="no es una fecha" fallback="Sin fecha" />
      </>,
    );
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Sin fecha')).toBeInTheDocument();
  });
});
