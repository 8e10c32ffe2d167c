import { useMemo, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's FormProvider with a context that does not change with the form's state. FormProvider puts the
 * form's state in its context, so each change of it (ready as the form mounts, dirty at the first keystroke,
 * submitting, submitted) rendered every field of the form again, memoised or not: on the KYC form, one synchronous
 * render of every field right after the first, in the page's longest task. The fields read the methods and `control`
 * from the context and subscribe to what they show (useFormState, useWatch, useController); the state in the context
 * reads the form's latest (as of the form's last render), but a change of it re-renders only the form's component.
 *
 * A reset is the exception: it drops the fields' registrations, which a registered input makes again as it renders
 * (`register`), so the context does change with each reset. The form's set of field names is a new object at each
 * reset and only then: the context is made anew with it.
 */
export function FormMethodsProvider<V extends FieldValues>({ form, children }: { form: UseFormReturn<V>; children: ReactNode }) {
  const resetGeneration = form.control._names;
  // `form` is the same object from render to render; its `formState` is replaced on each render of the form.
  const formState = useMemo(
    () => new Proxy(form.formState, { get: (_target, key) => Reflect.get(form.formState, key) as unknown }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new context for each reset only (see above)
    [form, resetGeneration],
  );
  return (
    <FormProvider {...form} formState={formState}>
      {children}
    </FormProvider>
  );
}
