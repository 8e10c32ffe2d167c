import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type * as z from 'zod';
import type { zCreateProjectDto } from '../../../api/generated/zod.gen';
import { profileStore } from '../../../shared/environment';
import { failed, jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { ProjectFormDialog, type ProjectFormValues } from './project-form-dialog';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';

function nameField() {
  return screen.getByRole('textbox', { name: /^name/i });
}

function setup(props: Partial<Parameters<typeof ProjectFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ProjectFormDialog open onClose={onClose} {...props} />);
  return { onClose, user };
}

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('project form', () => {
  it('shows client validation errors on the fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = setup();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must not be empty or only spaces.')).toBeInTheDocument();

    await user.clear(nameField());
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('At most 200 characters.')).toBeInTheDocument();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the service\'s 400 errors on the field they name and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, failed([{ code: 'InvalidInput', message: 'A project with this name already exists.', field: 'name' }])),
      ),
    );
    const { user, onClose } = setup();
    await user.type(nameField(), 'Harbour Bond');
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Quay wall');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('A project with this name already exists.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveValue('Harbour Bond');
    expect(screen.getByRole('textbox', { name: /description/i })).toHaveValue('Quay wall');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows errors of fields the form does not have at the top of the form', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'must not be all zeros', field: 'institutionId' }]))));
    const { user } = setup();
    await user.type(nameField(), 'Alpha');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('institutionId: must not be all zeros');
  });

  it('creates the project, tells the user, and closes; the button cannot be pressed twice', async () => {
    let release!: () => void;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse(200, ok(projectId));
      }),
    );
    const onSaved = vi.fn();
    const { user, onClose } = setup({ onSaved });
    await user.type(nameField(), '  Alpha  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    fireEvent.submit(nameField().closest('form') as HTMLFormElement);
    release();

    expect(await screen.findByText('Project “Alpha” created.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Alpha', description: null }]);
    expect(onSaved).toHaveBeenCalledWith(projectId);
    expect(onClose).toHaveBeenCalled();
  });

  it('edits with the project id and shows the service\'s 404 as a message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, failed([{ code: 'NotFound', message: 'Project not found.', field: 'id' }]))));
    const project = { id: projectId, institutionId, name: 'Alpha', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 };
    const { user } = setup({ project });
    expect(nameField()).toHaveValue('Alpha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not found/);
  });

  it('keeps the form open with its values when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const { user, onClose } = setup();
    await user.type(nameField(), 'Offline project');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be reached/);
    expect(nameField()).toHaveValue('Offline project');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('holds exactly the generated create body plus an optional id (checked by tsc: no hand-written copy to drift)', () => {
    expectTypeOf<ProjectFormValues>().toEqualTypeOf<z.input<typeof zCreateProjectDto> & { id?: string }>();
  });
});
