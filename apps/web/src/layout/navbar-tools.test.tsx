import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSettings, resetSettings } from '../lib/settings.ts';
import { renderInApp } from '../test/render.tsx';
import { CustomerService } from './customer-service.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';

describe('shell tools', () => {
  it('says the browser does not support full screen where it cannot', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    await renderInApp(<FullscreenToggle />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('Your browser does not support this function')).toBeTruthy();
  });

  it('says customer service is not loaded until the widget is there', async () => {
    await renderInApp(<CustomerService />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(await screen.findByText('客服尚未加载')).toBeTruthy();
  });

  it('stores the settings drawer switches', async () => {
    resetSettings();
    await renderInApp(<SettingsDrawer open onClose={() => undefined} />, 'en');
    fireEvent.click(await screen.findByRole('switch', { name: 'Show visited-page tags' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Fixed header' }));
    expect(getSettings()).toMatchObject({ tagsView: false, fixedHeader: false, sidebarLogo: true });
    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(getSettings().tagsView).toBe(true);
  });
});
