import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../api/api-failure';
import { useFormFailure } from './use-form-failure';

const notifyFailure = vi.fn((_error: unknown, _summary: string, _topic?: string) => ({ kind: 'network', title: 'Offline', message: 'The service cannot be reached.' }));
vi.mock('./use-notify-failure', async (importOriginal) => ({ ...(await importOriginal<object>()), useNotifyFailure: () => notifyFailure }));

afterEach(() => notifyFailure.mockClear());

interface Values {
  amount: string;
  memo: string;
}

function useFailingForm() {
  const form = useForm<Values>({ defaultValues: { amount: '', memo: '' } });
  // Like a component rendering the messages: reading errors subscribes to them.
  void form.formState.errors;
  return { form, showFailure: useFormFailure() };
}

describe('useFormFailure shows a failed submit on the form', () => {
  it("puts the reasons the service gave (a 200 data: false too) on their fields and the rest on top, without a notification", () => {
    const { result } = renderHook(() => useFailingForm());
    const rejected = new ApiFailure({
      kind: 'rejected',
      status: 200,
      errors: [
        { code: 'InvalidInput', message: 'too much', field: 'Amount' },
        { code: 'NotFound', message: 'Asset not found.', field: 'tokenizedAssetId' },
      ],
    });
    let outcome!: ReturnType<ReturnType<typeof useFormFailure>>;
    act(() => {
      outcome = result.current.showFailure(result.current.form, rejected, { summary: 'Not minted.', topic: 'mint:1' });
    });
    expect(outcome).toMatchObject({ fields: ['amount'], unmatched: ['tokenizedAssetId: Asset not found.'] });
    expect(result.current.form.formState.errors.amount?.message).toBe('too much');
    expect(result.current.form.formState.errors.root?.server?.message).toBe('tokenizedAssetId: Asset not found.');
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('says a failure without a reason on top of the form, after what failed (notified on the topic given only if the form has gone)', () => {
    const { result } = renderHook(() => useFailingForm());
    const offline = new TypeError('Failed to fetch');
    act(() => {
      result.current.showFailure(result.current.form, offline, { summary: 'Not minted.', topic: 'mint:1' });
    });
    expect(notifyFailure).toHaveBeenCalledWith(offline, 'Not minted.', 'mint:1', { inPlace: true });
    expect(result.current.form.formState.errors.root?.server?.message).toBe('Not minted. Offline: The service cannot be reached.');
    expect(result.current.form.formState.errors.amount).toBeUndefined();
  });

  it('notifies the failure as the form goes while it still says it (Leave pressed after it arrived behind the confirmation)', () => {
    const { result, unmount } = renderHook(() => useFailingForm());
    const offline = new TypeError('Failed to fetch');
    act(() => {
      result.current.showFailure(result.current.form, offline, { summary: 'Not minted.', topic: 'mint:1' });
    });
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    unmount();
    expect(notifyFailure).toHaveBeenCalledTimes(2);
    expect(notifyFailure).toHaveBeenLastCalledWith(offline, 'Not minted.', 'mint:1');
  });

  it('does not notify it as the form goes once the next submit has cleared it', async () => {
    const { result, unmount } = renderHook(() => useFailingForm());
    act(() => {
      result.current.showFailure(result.current.form, new TypeError('Failed to fetch'), { summary: 'Not minted.', topic: 'mint:1' });
    });
    await act(() => result.current.form.handleSubmit(() => undefined)());
    expect(result.current.form.formState.errors.root).toBeUndefined();
    unmount();
    expect(notifyFailure).toHaveBeenCalledTimes(1);
  });
});
