// The shapes of /api/screenshot-templates.
export interface Callout {
  x: number;
  y: number;
  text: string;
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Frame {
  border_width: number;
  border_color: string;
  shadow: boolean;
  corner_radius: number;
}

// The fields a template is saved with (POST and PUT bodies).
export interface TemplateFields {
  name: string;
  description: string;
  url: string;
  viewport_width: number;
  viewport_height: number;
  device_scale: number;
  wait_ms: number;
  wait_selector: string;
  crop_selector: string;
  padding: number;
  hide_selectors: string[];
  blur_selectors: string[];
  blur_regions: Region[];
  format: "png" | "webp";
  max_width: number;
  frame: Frame;
  callouts: Callout[];
  caption_pattern: string;
  file_name_pattern: string;
}

export interface Capture {
  template_id: number;
  version: number;
  job_id: string;
  width: number;
  height: number;
  format: string;
  file_name: string;
  changed_share: number | null;
  changed_regions: number;
  refused: string[];
  seconds: number;
  created_at: string;
  image_url: string;
  raw_url: string;
  diff_url: string | null;
}

export interface ScreenshotTemplate extends TemplateFields {
  id: number;
  owner: string;
  created_at: string;
  updated_at: string;
  last_capture?: Capture | null;
}

export const NEW_TEMPLATE: TemplateFields = {
  name: "",
  description: "",
  url: "",
  viewport_width: 1280,
  viewport_height: 800,
  device_scale: 1,
  wait_ms: 0,
  wait_selector: "",
  crop_selector: "",
  padding: 0,
  hide_selectors: [],
  blur_selectors: [],
  blur_regions: [],
  format: "png",
  max_width: 0,
  frame: { border_width: 0, border_color: "#d0d7de", shadow: false, corner_radius: 0 },
  callouts: [],
  caption_pattern: "Рисунок {n} — {title}",
  file_name_pattern: "{name}-{version}",
};

export function percent(share: number | null): string {
  return share === null ? "—" : (share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1) + " %";
}
