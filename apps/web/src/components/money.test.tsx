import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('shows pesos in Argentine format without decimals', () => {
    render(
      <MantineProvider env="test">
        <Money pesos={12345.5} data-testid="amount" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('amount').textContent?.replace(/\s/g, ' ')).toBe('$ 12.346');
  });
});
