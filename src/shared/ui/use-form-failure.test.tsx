import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../api/api-failure';
import { useFormFailure } from './use-form-failure';
import type { NotifyFailureOptions } from './use-notify-failure';

const notifyFailure = vi.fn((_error: unknown, _summary: string, _topic?: string, _options?: NotifyFailureOptions) => ({ kind: 'network', title: 'Offline', message: 'The service cannot be reached.' }));
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
    expect(notifyFailure).toHaveBeenCalledWith(offline, 'Not minted.', 'mint:1', { inPlace: true, stillShown: expect.any(Function) });
    expect(result.current.form.formState.errors.root?.server?.message).toBe('Not minted. Offline: The service cannot be reached.');
    expect(result.current.form.formState.errors.amount).toBeUndefined();
  });

  it('counts the failure as still said while the form shows it, so that it is notified if the form goes then, and not once the next submit has cleared it', async () => {
    const { result } = renderHook(() => useFailingForm());
    act(() => {
      result.current.showFailure(result.current.form, new TypeError('Failed to fetch'), { summary: 'Not minted.', topic: 'mint:1' });
    });
    const stillShown = notifyFailure.mock.calls[0]![3]!.stillShown!;
    expect(stillShown()).toBe(true);
    await act(() => result.current.form.handleSubmit(() => undefined)());
    expect(result.current.form.formState.errors.root).toBeUndefined();
    expect(stillShown()).toBe(false);
  });

  it('counts it as no longer said once another failure has replaced it', () => {
    const { result } = renderHook(() => useFailingForm());
    act(() => {
      result.current.showFailure(result.current.form, new TypeError('Failed to fetch'), { summary: 'Not minted.', topic: 'mint:1' });
    });
    act(() => {
      result.current.showFailure(result.current.form, new ApiFailure({ kind: 'rejected', status: 200, errors: [{ code: 'X', message: 'Asset frozen.', field: null }] }), {
        summary: 'Not minted.',
      });
    });
    expect(result.current.form.formState.errors.root?.server?.message).toBe('Asset frozen.');
    expect(notifyFailure.mock.calls[0]![3]!.stillShown!()).toBe(false);
  });
});
