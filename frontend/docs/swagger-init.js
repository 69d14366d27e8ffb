// Starts Swagger UI on /api/docs (a file, not an inline script: the CSP allows
// scripts only from this origin). Requests from "Try it out" are same-origin
// and carry the session cookie; no validator badge from a third-party site.
window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
  withCredentials: true,
});
