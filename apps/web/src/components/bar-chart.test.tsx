import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { BarChart } from './bar-chart';

describe('bar chart', () => {
  it('draws each value in proportion to the largest and lists the figures for screen readers', () => {
    renderWithProviders(
      <BarChart
        title="Entregadas por mes"
        categories={['oct 26', 'nov 26']}
        series={[
          { name: 'Norte', color: 'blue' },
          { name: 'Sur', color: 'teal' },
        ]}
        values={[
          [2, 4],
          [1, 0],
        ]}
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Entregadas por mes' });
    const bar = (key: string) => chart.querySelector(`[data-bar="${key}"]`) as HTMLElement;
    expect(bar('Norte|nov 26').style.height).toBe('100%');
    expect(bar('Norte|oct 26').style.height).toBe('50%');
    expect(bar('Sur|oct 26').style.height).toBe('25%');
    expect(bar('Sur|nov 26').style.height).toBe('0%');
    expect(bar('Sur|oct 26')).toHaveAttribute('title', 'Sur · oct 26: 1');
    const table = within(chart).getByRole('table', { name: 'Entregadas por mes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Período', 'Norte', 'Sur']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '4', '0']);
  });

  it('says there is nothing to draw when every value is 0', () => {
    renderWithProviders(
      <BarChart
        title="Gastado"
        categories={['nov 26']}
        series={[{ name: 'Norte', color: 'blue' }]}
        values={[[0]]}
      />,
    );
    expect(screen.getByText('Sin datos en el período.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Gastado' }).querySelector('[data-bar]')).toBeNull();
  });
});
