import * as effectEslint from "@effect/eslint-plugin"
import tseslint from "typescript-eslint"

// Formatting follows Effect's own v3 sources: dprint through @effect/eslint-plugin.
export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/*.mjs"] },
  ...tseslint.configs.recommended,
  ...effectEslint.configs.dprint,
  {
    rules: {
      "@effect/dprint": ["error", {
        config: {
          indentWidth: 2,
          lineWidth: 120,
          semiColons: "asi",
          quoteStyle: "alwaysDouble",
          trailingCommas: "never",
          operatorPosition: "maintain",
          "arrowFunction.useParentheses": "force"
        }
      }],
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
      "@typescript-eslint/consistent-type-imports": "warn",
      "no-restricted-globals": ["error", { name: "setTimeout", message: "Use Effect.sleep / Clock." }],
      "no-restricted-properties": ["error",
        { object: "Date", property: "now", message: "Use Clock.currentTimeMillis." },
        { object: "Math", property: "random", message: "Use Random." }
      ]
    }
  },
  {
    // Time and randomness outside Effect are allowed only where a real outside world is simulated or measured.
    files: ["test/**", "bench/**", "examples/**"],
    rules: { "no-restricted-globals": "off", "no-restricted-properties": "off" }
  }
)
