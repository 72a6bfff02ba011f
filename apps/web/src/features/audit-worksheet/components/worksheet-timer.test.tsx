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
