import { ProjectOutlined } from '@ant-design/icons';
import { App, Select } from 'antd';
import { useEffect, useState } from 'react';
import { getAction, messageOf, postAction, ResponseRejected } from '../http/api';

/** A project of the switcher (SPEC.md §3). */
export interface Project {
  projectId: string;
  projectName: string;
  checked?: boolean;
}

/**
 * The header's project switcher (SPEC.md §2, §4): shown only when GET /sys/getCurrentProjectList answers
 * projects; choosing one posts /sys/switchProject and reloads the app at /. Dougong has no projects today,
 * so the list is empty and nothing is drawn (docs/shell.md). Loaded once when the shell opens, like the
 * dashboard's counters: the shell loads no query code.
 *
 * @example
 * <ProjectSwitch />
 */
export function ProjectSwitch() {
  const { message } = App.useApp();
  const [projects, setProjects] = useState<Project[]>([]);

  useEffect(() => {
    let active = true;
    getAction<Project[]>('/sys/getCurrentProjectList', undefined, { silent: true })
      .then((body) => {
        if (active && body.success && Array.isArray(body.result)) setProjects(body.result);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!projects.length) return null;

  const switchTo = async (projectId: string) => {
    try {
      const body = await postAction('/sys/switchProject', { projectId }, { silent: true });
      if (!body.success) throw new ResponseRejected(body);
      window.location.assign('/');
    } catch (error) {
      void message.warning(messageOf(error));
    }
  };

  return (
    <Select
      aria-label="切换项目"
      size="small"
      suffixIcon={<ProjectOutlined />}
      style={{ width: 120 }}
      value={projects.find((project) => project.checked)?.projectId}
      placeholder="选择项目"
      options={projects.map((project) => ({ value: project.projectId, label: project.projectName }))}
      onChange={(projectId: string) => void switchTo(projectId)}
    />
  );
}
