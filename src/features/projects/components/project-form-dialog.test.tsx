import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { replay, type RecordedAnswer } from '../../../test/recorded-answers';
import { expectSaidOnce, failed, jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { ProjectFormDialog } from './project-form-dialog';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const project = { id: projectId, institutionId, name: 'Alpha', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 };

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
  it('asks before Escape throws away what was typed, and closes at once when nothing was', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();
    await user.type(nameField(), 'Green bonds 2027');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('Green bonds 2027');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard what you typed?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

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

    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    fireEvent.submit(nameField().closest('form') as HTMLFormElement);
    release();

    expect(await screen.findByText('Project “Alpha” created.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Alpha', description: null }]);
    expect(onSaved).toHaveBeenCalledWith(projectId);
    expect(onClose).toHaveBeenCalled();
  });

  it('takes a name of 200 characters outside the BMP, as the service counts them (an HTML maxLength would stop at 125)', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(200, ok(projectId));
      }),
    );
    const { user } = setup();
    const name = '𝔊'.repeat(200);
    await user.click(nameField());
    await user.paste(name);
    expect(nameField()).toHaveValue(name);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodies).toEqual([{ name, description: null }]));
  });

  it('edits with the project id and shows the service\'s 404 (on the id, which the form does not show) at the top', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      bodies.push(await request.json());
      return replay('ours-404-update-project');
    }));
    const { user, onClose } = setup({ project });
    expect(nameField()).toHaveValue('Alpha');
    await user.clear(nameField());
    await user.type(nameField(), 'Alpha renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('id: Project not found.');
    expect(bodies).toEqual([{ id: projectId, name: 'Alpha renamed', description: null }]);
    expect(nameField()).toHaveValue('Alpha renamed');
    expect(onClose).not.toHaveBeenCalled();
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
});

// Answers the real service may give where ours answers 404/409, and `data: false` of UpdateProject (issue 6).
describe('project form against the real service\'s answers', () => {
  async function editAndSave(answer: RecordedAnswer) {
    vi.stubGlobal('fetch', vi.fn(async () => replay(answer)));
    const { user, onClose } = setup({ project });
    await user.clear(nameField());
    await user.type(nameField(), 'Alpha renamed');
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'New quay wall');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return { onClose };
  }

  function expectKeptAndOpen(onClose: () => void) {
    expect(nameField()).toHaveValue('Alpha renamed');
    expect(screen.getByRole('textbox', { name: /description/i })).toHaveValue('New quay wall');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/Project “.*” (updated|saved)/)).not.toBeInTheDocument();
  }

  it('200 with data: false is not a success: "Not done" once, at the top of the form', async () => {
    const { onClose } = await editAndSave('real-200-data-false');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The project could not be saved\. Not done: The service answered that it did not carry this out/);
    // Not said again in a notification.
    await expectSaidOnce(/did not carry this out/);
    expectKeptAndOpen(onClose);
  });

  it('400 instead of 409: the error lands on the field it names (Name -> name)', async () => {
    const { onClose } = await editAndSave('real-400-field-error-instead-of-409');
    expect(await screen.findByText('A project with this name already exists.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expectKeptAndOpen(onClose);
  });

  it('400 instead of 404: the error on the project id goes to the top of the form', async () => {
    const { onClose } = await editAndSave('real-400-field-error-instead-of-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Id: Project does not exist.');
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
    expectKeptAndOpen(onClose);
  });

  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-not-json'])('%s: "refused without a reason" once, at the top of the form', async (answer) => {
    const { onClose } = await editAndSave(answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The project could not be saved\. The service refused the request: It gave no reason \(HTTP 400\)/);
    await expectSaidOnce(/It gave no reason/);
    // An edit: the project may have changed meanwhile.
    expect(screen.getByRole('alert')).toHaveTextContent(/may have been changed or removed/);
    expectKeptAndOpen(onClose);
  });

  it('a 400 without a body to a new project points at a name in use or a value not accepted, not at a change meanwhile', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => replay('real-400-no-body')));
    const { user, onClose } = setup();
    await user.type(nameField(), 'Quay wall');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The project could not be saved. The service refused the request: It gave no reason (HTTP 400). A project with this name may exist already, or a value may not be accepted: check the form and send it again.',
    );
    expect(nameField()).toHaveValue('Quay wall');
    expect(onClose).not.toHaveBeenCalled();
  });
});
