import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { routeTitleKey } from '../lib/permissions.ts';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  isAffix,
  useTags,
  type Tag,
} from './tags-store.ts';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Visited pages with refresh, close, close others and close all; home stays (spec §2). */
export function TagsView() {
  const { t } = useTranslation(['layout', 'menu']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tags = useTags();

  const run = (action: Action, tag: Tag) => {
    if (action === 'refresh') {
      void navigate(`/redirect${tag.path}`, { replace: true });
    } else if (action === 'close') {
      const next = closeTag(tag.path, pathname);
      if (next) void navigate(next);
    } else if (action === 'closeOthers') {
      closeOtherTags(tag.path);
      if (tag.path !== pathname) void navigate(tag.path);
    } else {
      void navigate(closeAllTags());
    }
  };

  const menuFor = (tag: Tag): MenuProps => ({
    items: [
      { key: 'refresh', label: t('layout:tags.refresh') },
      { key: 'close', label: t('layout:tags.close'), disabled: isAffix(tag.path) },
      { key: 'closeOthers', label: t('layout:tags.closeOthers') },
      { key: 'closeAll', label: t('layout:tags.closeAll') },
    ],
    onClick: ({ key }) => run(key as Action, tag),
  });

  const active = tags.find((tag) => tag.path === pathname);
  const listRef = useRef<HTMLDivElement>(null);
  // The list scrolls sideways when many pages are open: keep the current one in view.
  useEffect(() => {
    const tag = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-path]') ?? [])].find(
      (el) => el.dataset.path === pathname,
    );
    tag?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tags.length]);
  return (
    <div className="tags-view" data-testid="tags-view">
      <div className="tags-view__list" role="list" ref={listRef}>
        {tags.map((tag) => {
          const title = t(routeTitleKey(tag.name));
          const isActive = tag.path === pathname;
          return (
            <Dropdown key={tag.path} trigger={['contextMenu']} menu={menuFor(tag)}>
              <div
                role="listitem"
                className={`tags-view__tag${isActive ? ' tags-view__tag--active' : ''}`}
                data-path={tag.path}
              >
                <Link to={tag.path} aria-current={isActive ? 'page' : undefined}>
                  {title}
                </Link>
                {isAffix(tag.path) ? null : (
                  <button
                    type="button"
                    className="tags-view__close"
                    aria-label={`${t('layout:tags.close')} ${title}`}
                    onClick={() => run('close', tag)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {active ? (
        <Dropdown trigger={['click']} menu={menuFor(active)}>
          <Button
            size="small"
            type="text"
            aria-label={t('layout:tags.more')}
            icon={<DownOutlined />}
            data-testid="tags-actions"
          />
        </Dropdown>
      ) : null}
    </div>
  );
}
