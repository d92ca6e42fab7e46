import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination.tsx';

afterEach(cleanup);

describe('pagination', () => {
  it('is not shown for a single page', () => {
    render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers Previous, the numbered pages and Next, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('can say what it shows, number chosen pages and leave each number as its name', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={7}
        pageCount={7}
        numbers={[1, 2, 3]}
        pageLabel={null}
        summary="Showing 121 to 130 of 130 results"
        onPageChange={onPageChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent(/^Showing 121 to 130 of 130 results/);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Previous',
      '1',
      '2',
      '3',
      'Next',
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps the current page inside a window of at most max buttons', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });
});
