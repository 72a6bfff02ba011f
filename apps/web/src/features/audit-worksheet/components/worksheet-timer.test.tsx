import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WorksheetTimer } from './worksheet-timer';

describe('worksheet timer', () => {
  it.each([
    [0, 'normal', 'green', '00:00:00'],
    [5399, 'normal', 'green', '01:29:59'],
    [5400, 'warning', 'yellow', '01:30:00'],
    [7200, 'overtime', 'orange', '02:00:00'],
    [10_799, 'overtime', 'orange', '02:59:59'],
    [10_800, 'exceeded', 'red', '03:00:00'],
  ])('after %i s of 2 h estimated is %s (%s)', (seconds, status, color, text) => {
    renderWithProviders(<WorksheetTimer seconds={seconds} estimatedHours={2} />);
    const timer = screen.getByTestId('worksheet-timer');
    expect(timer).toHaveTextContent(text);
    expect(timer).toHaveAttribute('data-status', status);
    expect(timer).toHaveAttribute('data-color', color);
  });
});

describe('worksheet time against the estimate', () => {
  it.each([
    [0, 2, '0 min de 2 h estimadas', 0, 'green'],
    [4800, 2, '1 h 20 min de 2 h estimadas', 67, 'green'],
    [4859, 2, '1 h 20 min de 2 h estimadas', 67, 'green'],
    [5400, 2, '1 h 30 min de 2 h estimadas', 75, 'yellow'],
    [7500, 2, '2 h 05 min de 2 h estimadas', 104, 'orange'],
    [11_000, 2, '3 h 03 min de 2 h estimadas', 153, 'red'],
    [1800, 1.5, '30 min de 1 h 30 min estimadas', 33, 'green'],
  ])('after %i s of %s h reads "%s" with a %i %% %s bar', (seconds, hours, text, percent, color) => {
    renderWithProviders(<WorksheetTimer seconds={seconds} estimatedHours={hours} />);
    expect(screen.getByTestId('worksheet-estimate-text')).toHaveTextContent(text);
    const bar = screen.getByRole('progressbar', { name: `${text} (${percent} %)` });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.min(100, percent)));
    expect(screen.getByTestId('worksheet-estimate-bar')).toHaveAttribute('data-color', color);
  });

  it('says there is no estimate and shows no bar when the estimate is 0', () => {
    renderWithProviders(<WorksheetTimer seconds={600} estimatedHours={0} />);
    expect(screen.getByTestId('worksheet-estimate-text')).toHaveTextContent(
      '10 min trabajados (sin estimación)',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
